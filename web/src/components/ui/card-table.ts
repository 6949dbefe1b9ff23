/**
 * Classes that turn a table into a list of cards below 768 px (docs/product.md#phones): the same rows,
 * cells and controls, laid out as blocks, so a phone never scrolls sideways and the code keeps one
 * markup. The header row is left to screen readers; a cell with `data-label` shows that label before
 * its value.
 */
export const cardTable = {
  table: 'max-md:block',
  head: 'max-md:sr-only',
  body: 'max-md:block',
  row: 'max-md:block max-md:px-4 max-md:py-3',
  cell: 'max-md:block max-md:max-w-none max-md:px-0 max-md:py-0.5 max-md:whitespace-normal max-md:[overflow-wrap:anywhere]',
  labelledCell:
    'max-md:before:mr-2 max-md:before:text-slate-500 max-md:before:content-[attr(data-label)] max-md:text-sm',
} as const;
