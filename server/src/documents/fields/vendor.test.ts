import { describe, expect, it } from 'vitest';
import { normalizeText, splitLines } from './text.js';
import { extractVendor, websiteWords } from './vendor.js';

const vendorOf = (raw: string) => {
  const text = normalizeText(raw);
  return extractVendor(text, splitLines(text));
};

describe('extractVendor: the issuing business', () => {
  it('a name with a legal suffix below the customer address and the summary (utility bill)', () => {
    const bill = `Page 1 of 2
hollowaygas.com
17 ELM ST
SPRINGDALE ON K1A 0B1
Jul 2, 2025 - Aug 1, 2025
Statement Date Customer Number
Help Centre
$52.10Amount due now
Holloway Gas Distribution Inc.
EMERGENCIES: 1-800-555-0199`;
    const vendor = vendorOf(bill);
    expect(vendor.value).toBe('Holloway Gas Distribution Inc.');
    expect(vendor.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('a letterhead whose line also holds the phone, after a customer line with amounts', () => {
    const bill = `JANE ROE TIERED RATE R1234 500 010
8841XX2
22 BIRCH ST TOWNSVILLE Q1Q 1Q1 412.5500
MAPLEFORD HYDRO INC (555) 743-1000
BUDGET PLAN
DOMESTIC 12`;
    expect(vendorOf(bill).value).toBe('Mapleford Hydro Inc');
  });

  it('a name the website spells, printed only in the body', () => {
    const bill = `www.bluelakeenergyus.com
RETAIN THIS PART FOR YOUR FILES.
Previous Balance 21.40
Amount Due $23.60
Payment concerns? Blue Lake Energy is here to help.
Blue Lake Energy will keep delivering gas safely.`;
    expect(vendorOf(bill).value).toBe('Blue Lake Energy');
  });

  it('the issuer of a software invoice whose first line holds the amount, not the bill-to company', () => {
    const invoice = `INV-0042 · US$45.00 due March 3, 2025 Page 1 of 1
Invoice
Invoice number INV-0042
Date of issue March 3, 2025
Brightlane Software, LLC
77 Harbor Street
Portland, Oregon 97201
billing@brightlane.io
Bill to
CEDAR HOLDINGS LIMITED
9 Quay Road
Cork
Ireland
accounts@cedarholdings.ie
Description Qty Unit price Amount
Team plan 3 US$15.00 US$45.00
Total US$45.00`;
    const vendor = vendorOf(invoice);
    expect(vendor.value).toBe('Brightlane Software, LLC');
    expect(vendor.confidence).toBeGreaterThanOrEqual(0.9);
  });

  it('a letterhead printed three times over (bold by overprinting)', () => {
    expect(
      vendorOf(`Northgate UniformsNorthgate UniformsNorthgate Uniforms
12 Mill Road, Burlingame, CA 94010 Invoice Date: 02/25/2025
Phone: 800-555-3215`).value,
    ).toBe('Northgate Uniforms');
  });

  it('the title run into the name, and the customer in the top line', () => {
    const invoice = `204 Oak Rd * Greensboro, NC 27409 Tel: (336) 555-9494
Elm TrustTo: Invoice #:
Invoice Date:
10/02/25
Granite Asphalt Company, Inc. INVOICE
www.graniteasphalt.com`;
    expect(vendorOf(invoice).value).toBe('Granite Asphalt Company, Inc.');
  });

  it('a receipt header with the town after a separator', () => {
    expect(
      vendorOf(`MAPLE GROCERS MARKET ~- EASTON, CT 06612
12 POST RD ~ (203) 555-0100
* EGGS 4.99 F
BAL 4.99`).value,
    ).toBe('Maple Grocers Market');
  });

  it('skips OCR debris above the name of a scanned receipt', () => {
    expect(
      vendorOf(`QW TT ans Rb MX . !
LOP SAR ko EN DV nB HJK : (
UV e PO ; : ;
Eo HARBOR GRILL : [|
No.12, 5th cross road,
Koramangala, Pune
Order Number: 57`).value,
    ).toBe('Harbor Grill');
  });

  it('"Remit To:" followed by another label is no name', () => {
    const vendor = vendorOf(`Invoice Date: 03/10/2025
Remit To:
Customer Service: (866) 555-5397
Total Due $2,240.15`);
    expect(vendor.value).not.toBe('Customer Service');
  });

  it('a "Supplier" label names the issuer', () => {
    expect(vendorOf(`BALANCE OWING\nAmount Due $23.60\nSUPPLIER Blue Lake Energy\nRATE Domestic`).value).toBe(
      'Blue Lake Energy',
    );
  });

  it("a person's name on top is proposed for checking only (it may be the customer)", () => {
    const vendor = vendorOf(`Sam Ortega
15 Lake Ct.
Burlington, VT 05401
Invoice
Bill To: Maple Row Apartments
Total $1,350.00`);
    expect(vendor.value).toBe('Sam Ortega');
    expect(vendor.confidence).toBeLessThan(0.6);
  });

  it('a business letterhead with its address below it is proposed with confidence', () => {
    const vendor = vendorOf(`Bayview Insurance Agency

120 Harbor Dr, Mobile, AL 36602 * (251) 555-0109

RENEWAL BILLING - INVOICE #BV-1
Insured: Palm Rentals LLC
Carrier: Coastal Property & Casualty Co.`);
    expect(vendor.value).toBe('Bayview Insurance Agency');
    expect(vendor.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('nothing at all: no vendor', () => {
    expect(vendorOf('12.00\n14.00\n').value).toBeNull();
  });
});

describe('extractVendor: names printed in sentences', () => {
  it('"Please make checks payable to X" at the foot names the issuer', () => {
    const vendor = vendorOf(`INVOICE
Date: 03/04/2025
Description Amount
Gutter cleaning $150.00
Total $150.00
Please make checks payable to Clearview Gutters. Thank you!`);
    expect(vendor.value).toBe('Clearview Gutters');
    expect(vendor.confidence).toBeGreaterThanOrEqual(0.6);
  });

  it('"Thank you for visiting X" names the store, to be checked', () => {
    const vendor = vendorOf(
      'RECEIPT\n03/04/2025 10:11\nCOFFEE 3.50\nTOTAL 3.50\nThank you for visiting Lakeside Diner!',
    );
    expect(vendor.value).toBe('Lakeside Diner');
    expect(vendor.confidence).toBeLessThan(0.6);
  });
});

describe('extractVendor: more ways a page names its issuer', () => {
  it('"Invoice #1042 from X" names the issuer', () => {
    expect(vendorOf('Invoice #1042 from Granite Tile Works\nDate: 03/05/2025\nTotal $400.00').value).toBe(
      'Granite Tile Works',
    );
  });

  it("a till's store number after the name is cut, not a reason to drop the line", () => {
    expect(
      vendorOf('SUNNYVALE SUPERSTORE Store #1234\n455 El Camino Real, Sunnyvale, CA 94087\nTOTAL 12.00')
        .value,
    ).toBe('Sunnyvale Superstore');
  });

  it('a phrase in lower case names nothing', () => {
    expect(vendorOf('QX\nTOTAL 3.50\nThank you for visiting our store').value).toBeNull();
  });
});

describe('extractVendor: columns joined on one line', () => {
  it('reads a name that ends in a legal suffix in the middle of a line, back to the label before it', () => {
    const bill = `Page 1 of 3
JANE ROE: 22 BIRCH ST. hollowaygas.com
Statement Date: Apr 4, 2025 Customer Number: 4410 Holloway Gas Distribution Inc.: EMERGENCIES 1-800-555-0199
Charges From Other Companies Messages From Other Companies
Heat Rental Services
Billing 905-555-6944
Amount due now $52.10`;
    const vendor = vendorOf(bill);
    expect(vendor.value).toBe('Holloway Gas Distribution Inc.');
    expect(vendor.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it('a name run after a website on its line, with the phone after it', () => {
    expect(
      vendorOf(`SERVICE INFORMATION CUSTOMER NAME
JANE ROE TIERED RATE
ENERGY SERVICE PROVIDER PEAK DEMAND
http://www.lakeshorepower.ca MAPLEFORD HYDRO INC (555) 743-1000
Amount due 73.10`).value,
    ).toBe('Mapleford Hydro Inc');
  });
});

describe('extractVendor: a text layer with one word a line', () => {
  it('rebuilds the name that ends in a legal suffix, never the suffix alone or the customer', () => {
    const words = `Page 1 Invoice Number Date 03/04/2025 Northfield Plumbing Supply, Inc. P.O. Box 55
Dayton OH 45401 Bill To Oak Street Apartments LLC 22 Oak St Description Amount Total $12.00`;
    const vendor = vendorOf(words.split(/\s+/).join('\n'));
    expect(vendor.value).toBe('Northfield Plumbing Supply, Inc.');
  });
});

describe('extractVendor: a logo-only letterhead', () => {
  it("takes a logo's two words run together, as printed, over the website's misread letters", () => {
    const vendor = vendorOf('** PineCrest **\n12/01/2025 10:14\njobs.pinecrost.com\nTOTAL 9.99');
    expect(vendor.value).toBe('Pine Crest');
    expect(vendor.confidence).toBeLessThan(0.6);
  });

  it('"Bill From:" names the issuer; a name of several words as the page\'s title is proposed, to check', () => {
    expect(vendorOf('Invoice\nBill From: Apex Pest Control\nBill To: Jane Doe\nTotal $245.00').value).toBe(
      'Apex Pest Control',
    );
    const titled = vendorOf('Quill Mowers\nInvoice date: 03/05/2025\nTotal $300.00');
    expect(titled.value).toBe('Quill Mowers');
    expect(titled.confidence).toBeLessThan(0.6);
  });

  it("a person's name and address on a statement's return stub is the resident it is sent to, not the issuer", () => {
    const statement = `Pay online at portal.example.com
Dana Whitfield
48 Larch Way Apt 3
Corvallis OR 97330
PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT
Statement Date: 03/14/2025 Amount Due: $1,210.40
Rent 04/01/2025 $1,150.00
Cold Water
Harbor City Water 02/05/2025 03/05/2025 $5.15`;
    expect(vendorOf(statement).value).toBeNull();
    // The same block on a tradesman's invoice, with no stub to return, is the issuer.
    expect(
      vendorOf('Dana Whitfield\n48 Larch Way\nCorvallis OR 97330\nInvoice 12\nTotal $300.00').value,
    ).toBe('Dana Whitfield');
  });

  it('a line far down the receipt is no title', () => {
    expect(
      vendorOf('QX\n03/05/2025\nCASHIER 4\nMILK 3.49\nEGGS 2.99\nv REWARDS CARD riba\nTOTAL 6.48').value,
    ).toBeNull();
  });

  it('leaves the vendor empty rather than take a line nothing shows to be a business', () => {
    expect(vendorOf('QX\nZMB\nOpen 7 days!\nCOFFEE 3.50\nTOTAL 8.40').value).toBeNull();
    expect(
      vendorOf(`INVOICE
Invoice #: 554
Date: 03/04/2025
Bill To:
Oak Street Apartments LLC
22 Oak St, Akron, OH 44301
Description Amount
Painting $1,000.00
Total $1,000.00`).value,
    ).toBeNull();
  });
});

describe('extractVendor: scan debris', () => {
  it('drops the scraps after a shouted name', () => {
    expect(vendorOf(`_ PINE HARDWARE & TIMBER 7r |\nNO 8, JALAN MERANTI 3\nTEL: 604-555-3004`).value).toBe(
      'Pine Hardware & Timber',
    );
  });

  it('the card line of a receipt is no name', () => {
    expect(vendorOf(`12.00\n- VISA DEBIT. Purchase\nTOTAL 12.00`).value).toBeNull();
  });
});

describe('extractVendor: address lines', () => {
  it('the town line of an address is no name', () => {
    expect(
      vendorOf(`Invoice 20417\nPO Box 912\nCedar Falls, IA 50613\nBill To\nTotal $10.00`).value,
    ).toBeNull();
    expect(vendorOf(`QRT\n4410 Canyon Hwy\nSpokane WA 99201`).value).not.toBe('Spokane WA');
  });
});

describe('extractVendor: a logo letterhead named only by its website', () => {
  const logoInvoice = (footer: string) => `Invoice 3307
Date 05/02/2025
PO Box 41
Dover, DE 19901
Bill To
Elm Court Rentals LLC
14 Elm Ct, Dover, DE 19904
Mulch and edging $640.00
Total $640.00
${footer}`;

  it("reads the website's name as words, below 0.6, when no line names the issuer", () => {
    const vendor = vendorOf(
      logoInvoice('p 302-555-0148 | e office@brightmeadowgardens.com\nbrightmeadowlawn.net'),
    );
    // The website before the e-mail; 'lawn' is a trade's word, 'bright' and 'meadow' are printed nowhere.
    expect(vendor.value).toBe('Brightmeadow Lawn');
    expect(vendor.confidence).toBeLessThan(0.6);
    expect(vendor.source).toBe('brightmeadowlawn.net');
  });

  it('words printed elsewhere on the page split the name too', () => {
    expect(vendorOf(logoInvoice('Meadow mowing every week\nwww.greenmeadowlawn.com')).value).toBe(
      'Green Meadow Lawn',
    );
  });

  it('a name the letters alone cannot split, a mail provider or the customer’s website: no vendor', () => {
    expect(vendorOf(logoInvoice('zyqorvant.com')).value).toBeNull();
    expect(vendorOf(logoInvoice('e jane.smith@gmail.com')).value).toBeNull();
    expect(
      vendorOf(
        logoInvoice('').replace('Elm Court Rentals LLC', 'Elm Court Rentals LLC www.elmcourtrentals.com'),
      ).value,
    ).toBeNull();
  });

  it("a table's header read with its frame ('Sales Reg [erms') is no name: the website still names the issuer", () => {
    const vendor = vendorOf(
      logoInvoice('p 302-555-0148\nbrightmeadowlawn.net').replace(
        'Invoice 3307',
        'Invoice 3307\nSales Reg [erms',
      ),
    );
    expect(vendor.value).toBe('Brightmeadow Lawn');
  });

  it('never when a line names the issuer', () => {
    expect(vendorOf(`Harbor Landscaping LLC\n${logoInvoice('harborlandscapingpro.com')}`).value).toBe(
      'Harbor Landscaping LLC',
    );
  });
});

describe('websiteWords', () => {
  it('splits on known words and a legal suffix at the end', () => {
    expect(websiteWords('acmeplumbinginc', new Set())).toBe('Acme Plumbing Inc');
    expect(websiteWords('northsidehardware', new Set(['north', 'side']))).toBe('North Side Hardware');
    expect(websiteWords('zyqorvant', new Set())).toBeNull();
  });
});
