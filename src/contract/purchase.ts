/**
 * A submitted order as the host's purchase tracking sees it (`order-form:submitted`, DESIGN.md, "Events to the
 * host"): the monthly total as the value, each line of the cart as an item.
 */
export interface Purchase {
  transactionId: string;
  value: number;
  currency: 'EUR';
  items: ReadonlyArray<{ id: string; name: string; price: number; quantity: number }>;
}
