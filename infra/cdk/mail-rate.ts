/**
 * The share of the account's SES maximum send rate the product's mail line uses when the operator names
 * none: the rest is headroom for the sign-in links, which go at once (a person waits on them), and for
 * anything else sending from the account.
 */
export const defaultMailRateShare = 0.8;

/** Mails per second the mail line hands to SES (MAIL_SEND_RATE): a share of the account's maximum. */
export const mailSendRateOf = (sesMaxSendRate: number, share: number) => sesMaxSendRate * share;
