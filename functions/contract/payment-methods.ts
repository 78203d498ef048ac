/**
 * How a payment is made, apart from the money schemas (money.ts re-exports them), so the receipts and
 * statements of the exports Lambda carry these few words without the schemas' code.
 */
export const paymentMethods = ['cash', 'bankTransfer', 'mobileMoney'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
/** How a payment entry was made: one of the desk's methods, or online through the provider's checkout. */
export type EntryMethod = PaymentMethod | 'online';
export const paymentMethodLabels: Record<EntryMethod, string> = {
  cash: 'cash',
  bankTransfer: 'bank transfer',
  mobileMoney: 'mobile money',
  online: 'online payment (card or mobile money)',
};

/** The method as a report's cell shows it, e.g. 'Mobile money'. */
export const paymentMethodCell = (method: EntryMethod) => {
  const label = paymentMethodLabels[method];
  return label.charAt(0).toUpperCase() + label.slice(1);
};
