/** An invented lease, written for these tests: numbered capital headings, wrapped lines, one clause per topic. */
export const HARBOR_LEASE = `
RESIDENTIAL LEASE AGREEMENT

This Lease is made between Harbor Light Rentals LLC ("Landlord") and the undersigned ("Tenant") for the
premises at 4512 Avenue H, Galveston, TX 77550.

1. TERM. The term of this Lease begins on June 1, 2026 and ends on May 31, 2027, unless renewed or
terminated as provided below.

2. RENT. Tenant shall pay monthly rent of $1,875.00, due on or before the 1st day of each month. Rent may
be paid by check, money order or through the online portal. Cash is not accepted.

3. LATE CHARGES. If rent is not received by 11:59 p.m. on the 3rd day of the month, Tenant shall pay an
initial late charge of $75.00 and a daily late charge of $10.00 until rent is paid in full, not to exceed
$250.00 for any one month.

4. SECURITY DEPOSIT. Upon signing, Tenant shall deposit $1,875.00 as security for the performance of this
Lease. Landlord will return the deposit, less lawful deductions for damages beyond normal wear and tear,
within 30 days after Tenant surrenders the premises and provides a forwarding address in writing.

5. PETS. No animals of any kind may be kept on the premises without the prior written consent of Landlord.
If consent is given, Tenant may keep no more than two cats or one dog weighing less than 40 pounds. A
non-refundable pet fee of $300 and monthly pet rent of $25 apply per animal. Service and assistance animals
are not pets and are not subject to this section.

6. PARKING. Tenant is assigned one covered space, No. 14, in the rear lot. Guest vehicles may park in spaces
marked "Visitor" for up to 48 hours. Inoperable, unregistered or abandoned vehicles will be towed at
Tenant's expense. Boats, trailers and RVs may not be parked on the property.

7. NOISE AND QUIET HOURS. Tenant shall not make or allow noise that disturbs other residents. Quiet hours
are from 10:00 p.m. to 7:00 a.m. Sunday through Thursday, and from 11:00 p.m. to 8:00 a.m. on Friday and
Saturday. Parties with more than 15 guests require 48 hours' notice to Landlord.

8. SMOKING. The premises are smoke-free. Smoking of tobacco, marijuana or any other substance, including
electronic cigarettes and vaping, is prohibited inside the unit, on balconies and within 25 feet of any
building entrance.

9. GUESTS AND SUBLETTING. Guests may stay no longer than 14 consecutive days, or 30 days in any twelve-month
period, without Landlord's written approval. Tenant shall not sublet the premises or any part of them, or
assign this Lease, or list the premises on any short-term rental site, without Landlord's prior written
consent.

10. MAINTENANCE AND REPAIRS. Tenant shall promptly report any needed repairs in writing through the
online portal or by email to repairs@harborlight.example. In an emergency, Tenant shall call the 24-hour
line at (409) 555-0142. Tenant shall pay for repairs of damage caused by Tenant, Tenant's household or
guests. Tenant shall replace smoke detector batteries and air filters.

11. UTILITIES. Landlord pays for water, sewer and trash collection. Tenant is responsible for electricity,
gas, internet and cable, and shall place these services in Tenant's name before move-in.

12. ALTERATIONS. Tenant shall not paint, wallpaper, install fixtures or make any alterations without
Landlord's written consent. Small nail holes for hanging pictures are permitted.

13. RENEWAL AND NOTICE. Either party may end this Lease at the end of the term by giving at least 60 days'
written notice. If neither party gives notice, this Lease continues month-to-month on the same terms.

14. EARLY TERMINATION. Tenant may end this Lease early by giving 60 days' written notice and paying an
early termination fee equal to one month's rent.

15. GRILLS AND OPEN FLAMES. Charcoal grills and fire pits are not allowed on balconies or patios. Gas grills
may be used at least 10 feet from any building.

16. RENTER'S INSURANCE. Tenant shall carry renter's insurance with at least $100,000 of liability coverage
and provide proof to Landlord before move-in.

17. ENTRY. Landlord may enter the premises at reasonable times with 24 hours' notice to make repairs or
show the unit, and at any time without notice in an emergency.
`;

/** Another invented lease, laid out differently: headings on their own line, "Section" numbers, run-on paragraphs. */
export const MAPLE_COURT_LEASE = `Maple Court Apartments - Rental Agreement

Section 1 - Parties and Term
This agreement is between Maple Court Holdings and the Resident named below. The term starts
March 1, 2026 and runs through February 28, 2027.

ANIMALS
Residents may keep small caged birds and fish in tanks up to 20 gallons. Dogs, cats and all other
animals are not permitted, except assistance animals approved in writing.

VEHICLES
Each apartment receives one parking permit. Vehicles without a permit displayed will be towed. Street
parking is available on Birch Lane.

Section 4 - Conduct
Residents and their guests must not disturb neighbors. Between 9 p.m. and 8 a.m. sound from televisions,
stereos or instruments must not be heard outside the apartment. Overnight guests may stay up to
seven nights in a month.

Section 5 - Maintenance Requests
Non-emergency maintenance requests must be submitted through the resident portal. Requests are
handled Monday through Friday, 8 a.m. to 5 p.m. For emergencies such as flooding or no heat, call
the on-call number posted in the lobby.
`;
