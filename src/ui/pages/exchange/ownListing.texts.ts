/** Copy of changing or withdrawing one's own listing from My Portfolio (issue 30, Build 1), loaded with its form. */

export const OWN_LISTING_TEXTS = {
  changeTitle: (name: string) => `Change your listing of ${name}`,
  withdrawTitle: (name: string) => `Withdraw your listing of ${name}`,
  quantity: 'Tokens to list',
  price: 'Price per token (BSV)',
  review: 'Review change',
  confirmChange: (quantity: string, price: string) => `List ${quantity} tokens at ${price} BSV each instead?`,
  confirmWithdraw: (quantity: number) => `Take your ${quantity} tokens off the market? Nobody can buy them until you list them again.`,
  confirm: 'Confirm',
  cancel: 'Cancel',
  changed: (quantity: string, price: string) => `Your listing is now ${quantity} tokens at ${price} BSV each.`,
  withdrawn: 'Your listing was withdrawn.',
} as const;
