/** An amount as typed: NaN when left empty (`Number('')` is 0), so the contract refuses it. */
export const amountFromText = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));

/** Why an expense or a payment was refused: the amount's own sentence, else the contract's first message. */
export function moneyFormMessage(
  issues: readonly { path: readonly PropertyKey[]; message: string }[],
): string {
  const issue = issues[0];
  return issue?.path[0] === 'amount'
    ? 'Enter an amount greater than 0.'
    : (issue?.message ?? 'Please check the form.');
}
