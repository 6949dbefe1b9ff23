import { describe, expect, it } from 'vitest';
import { withSpanishInEnglish } from './spanish.js';

describe("a landlord's Spanish, alone or mixed with English", () => {
  it.each([
    ['cuánto gasté en reparaciones este año?', 'how much did i spend in repairs this year?'],
    ['los gastos de la duplex last month', 'the expenses of the duplex last month'],
    ['quién me debe la renta de noviembre?', 'who owes me the rent of November?'],
    ['en qué categoría gasté más el año pasado?', 'in what category did i spend most last year?'],
    ['cuáles ni se han empezado?', "which haven't been started?"],
    ['se vence algun lease antes de fin de año?', 'ends any lease by the end of the year?'],
    ['ganancia neta del 2025, todo el portfolio', 'net profit in 2025, the whole portfolio'],
  ])('reads %j', (spanish, english) => {
    expect(withSpanishInEnglish(spanish)).toBe(english);
  });

  it('leaves English, and names with Spanish articles, as typed', () => {
    expect(withSpanishInEnglish('how much did I spend at 4 El Paso Street this year')).toBe(
      'how much did I spend at 4 El Paso Street this year',
    );
    expect(withSpanishInEnglish('rent from La Crosse in 2025?')).toBe('rent from La Crosse in 2025?');
  });

  it("keeps a word of the owner's own payees as typed: 'plomeria rios' is the payee, not plumbing", () => {
    expect(
      withSpanishInEnglish('cuánto le pagué a plomeria rios este año', new Set(['plomeria', 'rios'])),
    ).toBe('how much did i pay a plomeria rios this year');
    expect(withSpanishInEnglish('cuánto le pagué al plomero este año')).toBe(
      'how much did i pay to the plumber this year',
    );
  });
});
