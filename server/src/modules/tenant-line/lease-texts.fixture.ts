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

/**
 * A third invented lease in other words again: "Resident" and "Owner", ARTICLE headings with dashes, and
 * the clauses tenants ask about beyond the usual ones (visitors, holding over, access, dishonoured
 * payments, amenities, packages, pests, alarms, decorations…).
 */
export const CEDAR_HOLLOW_LEASE = `CEDAR HOLLOW TOWNHOMES
APARTMENT LEASE CONTRACT

ARTICLE 1 - PARTIES AND DWELLING
Cedar Hollow Partners LP ("Owner") leases to the Resident named below the townhome at 88 Quarry Lane,
Unit 12, Boise, ID 83702 (the "Dwelling").

ARTICLE 2 - LEASE PERIOD
The lease period starts on August 1, 2026 and expires at midnight on July 31, 2027.

ARTICLE 3 - MONTHLY RENT AND CHARGES
Resident will pay $1,650.00 each month in advance, on or before the 1st. Payments are made in the Cedar
Hollow resident app or by cashier's check at the leasing office. Any check or electronic payment that is
dishonored or returned unpaid for insufficient funds is charged $40.00, and Owner may then require
certified funds.

ARTICLE 4 - LATE RENT
Rent unpaid after the 3rd is late. Owner charges an initial late charge of $80.00 on the 4th.

ARTICLE 5 - SECURITY DEPOSIT
Resident's security deposit is $1,650.00. Owner refunds it, with an itemized list of deductions, within
21 days after Resident surrenders the Dwelling.

ARTICLE 6 - OCCUPANCY AND VISITORS
The Dwelling may be occupied only by Resident and the people named on the application. Visitors may not
remain in the Dwelling for more than 10 nights in any 30-day period without Owner's written approval.

ARTICLE 7 - HOLDING OVER
If Resident remains in possession after the lease period expires and neither side has given notice, the
tenancy automatically continues from month to month at the current rent. Either side may end a
month-to-month tenancy with 30 days' written notice.

ARTICLE 8 - NOTICE TO VACATE
Resident must give Owner written notice to vacate at least 45 days before the lease period expires.

ARTICLE 9 - LEASE BREAK
Resident may be released from this Lease before it expires by giving 30 days' written notice and paying a
lease break fee of $3,300.00, which is two months' rent.

ARTICLE 10 - ACCESS BY OWNER
Owner's staff or contractors may come into the Dwelling to make repairs, to inspect, or to show it to
prospective residents, after giving Resident at least 24 hours' advance notice. No notice is needed in an
emergency.

ARTICLE 11 - REPAIR REQUESTS
Resident submits repair requests through the resident app. Owner completes non-urgent repairs within 7
days of the request, and urgent ones as soon as possible.

ARTICLE 12 - ANIMALS
Resident may keep one animal weighing no more than 25 pounds. An animal deposit of $400.00 is paid before
the animal moves in. Animal rent is $35.00 a month. Aggressive breeds and exotic animals are not allowed.
Animals must be leashed in the common grounds.

ARTICLE 13 - VEHICLES
Resident has one reserved space, number 12. Visitors park in the spaces marked with a "V" for up to 3 days
at a time.

ARTICLE 14 - UTILITIES AND SERVICES
Resident opens accounts for electric service with Pine Valley Electric and for internet before move-in.
Owner pays for water, sewer and trash collection.

ARTICLE 15 - REFUSE
Household trash goes in the compactor by the clubhouse. Bulk items are picked up on the first Monday of
each month.

ARTICLE 16 - APPLIANCES
The Dwelling comes with a refrigerator, electric range, microwave and a stacked washer and dryer. Resident
may not install a second refrigerator, a freezer chest or a portable dishwasher.

ARTICLE 17 - AMENITIES
The swimming pool is open from May 15 to September 15, 8 a.m. to 9 p.m. The fitness room is open 24 hours
with the resident fob. Visitors may use the amenities only with Resident present.

ARTICLE 18 - PACKAGES AND MAIL
Packages are delivered to the parcel lockers in the clubhouse; the leasing office does not accept
deliveries. Mailbox keys are issued at move-in.

ARTICLE 19 - PEST CONTROL
Owner provides pest control treatment every quarter at no cost. Resident reports bed bugs or rodents
within 48 hours of noticing them.

ARTICLE 20 - SMOKE AND CARBON MONOXIDE ALARMS
Resident tests the alarms monthly and replaces their batteries. Owner replaces an alarm that does not
work within 2 days of being told.

ARTICLE 21 - WINDOW COVERINGS
Blinds are provided on every window. Resident may add curtains but may not hang sheets, foil or flags in
the windows.

ARTICLE 22 - SATELLITE DISHES
A satellite dish no wider than one meter may be placed on the patio, but not fastened to the roof or the
outside walls.

ARTICLE 23 - WATERBEDS
No waterbed or other liquid-filled furniture may be used without Owner's written approval and proof of
insurance.

ARTICLE 24 - HOLIDAY DECORATIONS
Holiday decorations may go up no earlier than 30 days before the holiday and must come down within 10
days after it. Nothing may be nailed to the exterior trim.

ARTICLE 25 - BICYCLES AND STORAGE
Bicycles are kept in the bike room by the clubhouse, never in the stairways or on the patio.

ARTICLE 26 - LOCKOUTS
If Resident is locked out after office hours, the on-call technician opens the door for a fee of $60.00.

ARTICLE 27 - MOVE-OUT
Resident leaves the Dwelling broom clean, with the oven, refrigerator and bathrooms cleaned. Carpets are
professionally shampooed at move-out at Resident's cost of $150.00.

ARTICLE 28 - RENTER'S INSURANCE
Resident keeps renter's insurance with personal liability coverage of at least $300,000.00.

ARTICLE 29 - USER GUIDES
Operating guides for the washer, dryer, range and thermostat are in the kitchen drawer left of the
sink.
`;

/** And a fourth, in plain paragraphs with short inline headings, "Lessor" and "Lessee". */
export const WILLOW_STREET_LEASE = `Lease of 7 Willow Street

Term: This tenancy runs for twelve months, from September 1, 2026 to August 31, 2027.

Rent: Lessee pays Lessor $980.00 per month by the 5th, by check mailed to Lessor's office or by bank
transfer.

Overnight company: Lessee may have company stay overnight, but nobody other than Lessee may stay more than
five nights in a row.

Expiration: At the end of the tenancy, if Lessee stays on and Lessor accepts rent, Lessee becomes a
month-to-month tenant. Lessee gives 30 days' notice before moving out at the end of the tenancy.

Bounced checks: A check that bounces costs Lessee a $25.00 fee.

Getting out early: Lessee may end the tenancy before August 31, 2027 by paying a buyout of $1,960.00.

Lessor's visits: Lessor may stop by to look at the house or to fix things after calling or texting
Lessee at least 12 hours ahead.

Fixing things: Lessee tells Lessor about anything broken by text. Lessor fixes ordinary problems within 5
business days. Lessee makes no alterations to the house without Lessor's written consent.

Cats and dogs: Lessee may keep one cat. A pet deposit of $200.00 is due before the cat moves in.

Yard: Lessee mows the lawn every two weeks from April to October.

Heat and power: Lessee pays the electric company and the gas company directly. Lessor pays for water.

Garbage: Bins go to the curb on Thursday night for Friday pickup.
`;

/** A fifth, as form leases are printed: "Section N. Heading." and lettered items inside long sections. */
export const NORTHGATE_LEASE = `STANDARD RESIDENTIAL LEASE

Section 1. Parties. This lease is between Northgate Property Co. (the "Lessor") and the resident or
residents signing below (the "Lessee").

Section 2. Term and Holdover. (a) The term begins on April 1, 2026 and ends on March 31, 2027. (b) If
Lessee remains in possession after the term ends with Lessor's consent, Lessee is a tenant from month to
month on the same terms, and either party may end the tenancy with one full calendar month's written
notice. (c) If Lessee remains without Lessor's consent, Lessee owes holdover rent of 150% of the monthly
rent for each month or part of a month.

Section 3. Rent; Payment; Charges. (a) Monthly rent is $2,100.00, payable in advance on the first day of
each month. (b) Rent is paid online through the Northgate portal; personal checks are accepted at the
office, cash is not. (c) If any payment is returned by the bank for insufficient funds or a stop-payment
order, Lessee pays a service charge of $45.00 and all later payments must be made by money order. (d)
Rent received after the fifth day of the month is late and Lessee pays a late charge of 10% of the
monthly rent.

Section 4. Use and Occupancy. (a) The apartment is used only as a private residence for Lessee and the
persons named in the application. (b) No guest may occupy the apartment for more than seven consecutive
days, or more than fourteen days in any calendar year, without the written permission of Lessor. (c)
Lessee shall not assign this lease or sublet the apartment or any part of it. (d) No business open to the
public may be run from the apartment.

Section 5. Lessor's Right of Entry. Lessor and Lessor's agents may enter the apartment at reasonable
hours, after giving at least one day's notice, to inspect, to make repairs or improvements, or to show
the apartment to prospective tenants, buyers or lenders. In an emergency Lessor may enter at any time
without notice.

Section 6. Repairs. Lessee shall notify Lessor promptly in writing of any defect or needed repair. Lessor
shall make necessary repairs with reasonable promptness, ordinarily within ten days of notice. Lessee
pays for repairs of damage caused by Lessee's negligence or misuse.

Section 7. Early Termination. Lessee may terminate this lease before the end of the term only by giving
60 days' written notice and paying a termination charge equal to two months' rent. A member of the armed
forces who receives orders may terminate as provided by federal law.

Section 8. Animals. No dogs, cats, birds or other animals may be kept in the apartment, except fish in a
tank of not more than ten gallons and assistance animals.

Section 9. Conduct. Lessee and Lessee's guests shall not make noise that disturbs other residents,
especially between 11:00 p.m. and 7:00 a.m. Smoking is prohibited everywhere in the building, including
the apartment, balconies and stairwells. Barbecue grills, hibachis and other open-flame cooking devices
may not be used on balconies.

Section 10. Utilities. Lessor furnishes heat and hot water. Lessee pays for electricity and gas for
cooking, and for telephone, cable and internet.

Section 11. Insurance. Lessee is advised to carry renter's insurance; Lessor's insurance does not cover
Lessee's personal property.

Section 12. Surrender. At the end of the term Lessee shall leave the apartment clean and in good order,
remove all belongings, and return all keys. Lessee pays for cleaning needed beyond ordinary wear at the
rate of $40.00 per hour.

Section 13. Security Deposit. Lessee has deposited $2,100.00 as security. Lessor will return the deposit,
with interest as required by law, within 30 days after the end of the lease, less any lawful deductions.
`;

/**
 * An invented lease in articles of lettered sub-clauses, several rules to an article: the answer is often
 * one sub-clause of a long article (a fee in (c), the way to ask for repairs in (a)).
 */
export const BIRCH_RIDGE_LEASE = `BIRCH RIDGE FLATS - APARTMENT LEASE

ARTICLE 1 - RENT
(a) Monthly rent is $1,240.00, due on the 1st. Rent is paid through the online payment page.
(b) Late Charge. Rent not received by the 5th is late, and a late charge of $45 is added once.

ARTICLE 4 - UTILITIES
(a) Landlord pays water, sewer and trash.
(b) Tenant pays electricity and the gas that heats the apartment, in Tenant's own name.
(c) Winter Heat. From November 1 to March 31 the thermostat must stay at 58 degrees or warmer at all times,
including while Tenant is travelling, so that no pipe freezes. Tenant pays for any damage from frozen pipes
caused by a lower setting.

ARTICLE 5 - ANIMALS
(a) No animal may live in the apartment unless Landlord approves it in writing. Cats and small dogs under
30 pounds may be approved, two at most.
(b) Approved animals must be vaccinated and registered with the city. Dogs stay on a leash in the halls.
(c) Fees. Each approved animal requires a pet deposit of $250, refundable at move-out, and pet rent of $20
per month.
(d) Fish tanks of 10 gallons or less need no approval.

ARTICLE 6 - PARKING
(a) Tenant has the use of carport bay 12. Guests park on the street.
(b) Vehicles must be licensed and in running order; no car may be washed or repaired in the lot.
(c) Vehicles left in a bay that is not theirs are towed at the owner's cost.
(d) Bays are assigned in order of request. One bay comes with the apartment; an additional bay, when one is
free, is $30 a month.

ARTICLE 9 - REPAIRS
(a) How to Ask. Tenant asks for ordinary repairs in writing, through the tenant portal or by email to
fixit@birchridge.example. Requests made by phone are not logged.
(b) Timing. Landlord answers ordinary requests within 3 business days and finishes most repairs within 14 days.
(c) Emergencies. For flooding, no heat in winter or a gas smell, call the on-call line at (555) 013-7700 at
any hour.

ARTICLE 12 - NOTICES AND COMPLAINTS
Notices and complaints to Landlord are made in writing to office@birchridge.example or by mail to the
leasing office, 40 Birch Ridge Road. The leasing office answers the phone at (555) 013-7701 on weekdays.
`;

/** An invented lease in numbered sections of numbered items ("3.1", "3.2 … (a) … (b)"). */
export const PRAIRIE_VIEW_LEASE = `PRAIRIE VIEW APARTMENTS LEASE

1. RENT
1.1 Monthly rent is $980.00, due on or before the 1st.
1.2 Rent is paid through the resident website or by money order at the office. Cash is never accepted.
1.3 Late Fee. Rent not paid by the 5th carries a $40.00 late fee.

2. DEPOSIT
2.1 Tenant has paid a security deposit of $900.00.
2.2 Landlord returns the deposit within 21 days after Tenant moves out, less itemized deductions.

3. ANIMALS
3.1 No animal may stay in the apartment without Landlord's written approval, and no more than one dog.
3.2 Animal Fees.
(a) Each approved animal needs an animal deposit of $275.00, paid before it moves in.
(b) Tenant also pays animal rent of $25.00 a month.
3.3 Dogs are leashed in the hallways and the yard. Owners clean up after them at once.
3.4 Assistance animals are not charged any deposit or rent.

4. WASTE
4.1 Household waste goes in the dumpster behind Building C. Pickup is on Mondays.
4.2 Cans and paper go in the green bins. Glass is not taken in the bins; bring glass to the county drop-off yard on Elm Road.
4.3 Sofas, beds and other large items may not be left at the dumpster. Tenant books a large-item pickup with the county waste office and pays its fee.

5. REPAIRS AND EMERGENCIES
5.1 Tenant asks for repairs through the resident website.
5.2 For a fire, a flood or a gas smell, call 911 and then the emergency maintenance line at (555) 014-2200.

6. ENTRY
Landlord may enter the apartment to inspect it, repair it, or photograph it for a listing after giving 48 hours' notice.

7. SUBLETTING
Tenant may not sublet the apartment or let anyone else take it over without Landlord's written consent.
`;

/** A lease in long paragraphs whose emergency definition names smoke, with its smoking rule elsewhere. */
export const SPRUCE_LANE_LEASE = `SPRUCE LANE RESIDENTIAL LEASE AGREEMENT

PART 6. UTILITIES. Resident sets up and pays for electricity with Pine Ridge Power Cooperative and for
natural gas with Summit Gas before move-in. Owner pays water, sewer and trash.

PART 9. MAINTENANCE. Resident reports ordinary maintenance problems through the Spruce Lane resident portal
at portal.sprucelane.example; Owner replies to portal requests within 2 business days. Resident replaces the
batteries in the smoke alarms twice a year.

PART 10. EMERGENCIES. For purposes of this Lease, an emergency means fire or smoke, a gas odor, uncontrolled
water, or no heat when it is below 40 degrees outside. In the event of fire, smoke or a gas odor, Resident
shall leave the home and call 911, and shall then call the 24-hour emergency line at (555) 014-2200.

SCHEDULE A - HOUSE RULES
1. Vaping and smoking of any substance are prohibited inside the home and the garage.
2. Smoking is permitted outdoors only at a distance of at least 25 feet from any door or window.
3. Quiet hours are 10:00 p.m. to 7:00 a.m.
`;
