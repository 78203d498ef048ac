import type { Operation } from '../http/operation.ts';
import {
  checkOnlinePaymentOperation,
  confirmOnlinePaymentOperation,
  listOnlinePaymentsInProgress,
  listOwnOnlinePayments,
  paystackWebhookOperation,
  settleMismatchOperation,
  startOnlinePaymentOperation,
} from './online-payments.ts';
import { getPeriodTotalsOperation, listOutstandingOperation, listPaymentsOperation } from './outstanding.ts';
import { recordPayoutOperation } from './payouts.ts';
import { getCurrentPricesOperation, getPricesOperation, savePricesOperation } from './prices.ts';
import { getStudentMoney, recordPaymentOperation, reverseEntryOperation } from './student-money.ts';

/**
 * Money: staff set the prices, record payments, pay out credit, check online payments in progress and
 * mark one Paystack's record disagrees with as dealt with; a student reads only their own ledger, pays
 * it online and sees their own payments not yet confirmed; the provider's signed webhook credits what it
 * confirms.
 */
export const operations = {
  getPrices: getPricesOperation,
  getCurrentPrices: getCurrentPricesOperation,
  savePrices: savePricesOperation,
  getStudentMoney,
  recordPayment: recordPaymentOperation,
  recordPayout: recordPayoutOperation,
  reverseEntry: reverseEntryOperation,
  startOnlinePayment: startOnlinePaymentOperation,
  confirmOnlinePayment: confirmOnlinePaymentOperation,
  listOwnOnlinePayments,
  paystackWebhook: paystackWebhookOperation,
  listOnlinePaymentsInProgress,
  checkOnlinePayment: checkOnlinePaymentOperation,
  settleMismatch: settleMismatchOperation,
  listOutstanding: listOutstandingOperation,
  getPeriodTotals: getPeriodTotalsOperation,
  listPayments: listPaymentsOperation,
} satisfies Record<string, Operation>;
