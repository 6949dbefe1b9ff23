/**
 * Words businesses are named with besides their own name: trades, utilities, shops and the like
 * ('Ideal Landscaping', 'Pine Hardware & Timber'). A website's letters are split on them (vendor.ts) and an
 * OCR misreading of one in a name is put right (ocr-name-words.ts).
 */
export const TRADE_WORDS: ReadonlySet<string> = new Set(
  `services service supply supplies electric electrical plumbing plumbers heating cooling air hvac mechanical
  hardware lumber timber market mart store stores shop foods food grocers grocery pharmacy gas power energy
  hydro water utility utilities insurance agency mutual group painting painters paint landscaping landscape
  lawn garden gardens tree irrigation pools pool roofing roof construction contractors contracting builders
  cleaning cleaners janitorial maintenance repair repairs restaurant grill cafe coffee bakery pizza kitchen
  bank trading systems solutions management property properties realty homes home paving pest glass depot
  center centre auto motors locksmith handyman appliance appliances flooring floors carpet carpets waste
  sanitation disposal telecom wireless associates partners enterprises industries tech software works sons
  brothers fence fencing doors windows gutters movers moving storage security electricians`.split(/\s+/),
);
