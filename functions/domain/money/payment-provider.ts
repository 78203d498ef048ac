/**
 * The one interface the product sees of an online payment provider
 * (docs/decisions/0040-paystack-behind-one-payment-interface.md). Amounts are in the currency's minor
 * units, as everywhere in the ledger. Paystack implements it (paystack.ts); a Stripe module could.
 */

export interface CheckoutRequest {
  /** Our own reference, unguessable, kept with the pending payment. */
  reference: string;
  amount: number;
  currency: string;
  /** The payer's address, which the provider's page asks for and its receipt goes to. */
  email: string;
  /** Where the provider sends the browser back, with the reference added. */
  callbackUrl: string;
}

/** A charge as the provider's verify call reports it. */
export interface VerifiedCharge {
  reference: string;
  /**
   * `paid` only when the provider says the money was taken; `abandoned` while the customer has not
   * completed the checkout, which they still can; `failed` when the charge failed or was reversed;
   * `pending` while the provider is still processing it.
   */
  status: 'paid' | 'pending' | 'abandoned' | 'failed';
  amount: number;
  currency: string;
}

/** What a correctly signed webhook says: a charge that succeeded (by its reference), or nothing we act on. */
export type WebhookEvent = { kind: 'chargeSucceeded'; reference: string } | { kind: 'ignored' };

export interface PaymentProvider {
  /** Opens the provider's hosted checkout for the payment; answers the page to send the browser to. */
  startCheckout(request: CheckoutRequest): Promise<{ checkoutUrl: string }>;
  /** The provider's own record of a charge, or null when it knows no charge of this reference. */
  verify(reference: string): Promise<VerifiedCharge | null>;
  /**
   * Checks the webhook's signature over the raw body, exactly as received, and only then reads it:
   * null when the signature is missing or wrong.
   */
  verifyWebhookSignature(
    rawBody: string,
    headers: Record<string, string | undefined>,
  ): Promise<WebhookEvent | null>;
}

/** The provider could not be reached or refused the call: nothing is credited, the caller may retry. */
export class ProviderUnavailable extends Error {}
