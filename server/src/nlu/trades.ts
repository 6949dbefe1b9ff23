/**
 * What a business does, in the words people use for it and the words its name uses: "the print shop" is
 * Redfork Letterpress, "the dentist" is Smile Dental Care, "the gym" is Ironwood Fitness. Each word maps
 * to its trade; two words name the same business when their trades are the same.
 */
import { wordTable } from '@astor/contract/word-table';

const TRADE_WORDS: Record<string, string> = {
  print: 'print printing printer press letterpress printshop',
  bike: 'bike bicycle cycle cycling cyclery',
  coffee: 'coffee cafe espresso roaster roastery',
  bakery: 'bakery bake baker bakeshop bakehouse bread pastry patisserie',
  gym: 'gym fitness crossfit athletic',
  salon: 'salon hair beauty barber barbershop',
  dentist: 'dentist dental orthodontic orthodontics',
  vet: 'vet veterinary veterinarian',
  law: 'law legal lawyer attorney',
  florist: 'florist floral flower',
  brewery: 'brewery brewing taproom',
  tattoo: 'tattoo ink',
  yoga: 'yoga pilates',
  laundry: 'laundry laundromat cleaner',
  daycare: 'daycare childcare preschool',
  pharmacy: 'pharmacy drugstore apothecary',
  bookstore: 'bookstore bookshop book',
  pizza: 'pizza pizzeria',
};

const TRADE_OF = wordTable(
  Object.fromEntries(
    Object.entries(TRADE_WORDS).flatMap(([trade, words]) => words.split(' ').map((word) => [word, trade])),
  ),
);

/** The trade a word names ("printers" → print), or undefined. Words come lower-cased and singular. */
export function tradeOf(word: string): string | undefined {
  return TRADE_OF[word];
}

/** Whether a word typed names the same trade as a word of a business's name ("print" for "letterpress"). */
export function sameTrade(typed: string, nameWords: string[]): boolean {
  const trade = tradeOf(typed);
  return trade !== undefined && nameWords.some((word) => tradeOf(word) === trade);
}
