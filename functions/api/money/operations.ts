import type { Operation } from '../http/operation.ts';
import { getCurrentPricesOperation, getPricesOperation, savePricesOperation } from './prices.ts';
import { getStudentMoney, recordPaymentOperation, reverseEntryOperation } from './student-money.ts';

/** Money: staff set the prices and record payments; a student reads only their own ledger. */
export const operations = {
  getPrices: getPricesOperation,
  getCurrentPrices: getCurrentPricesOperation,
  savePrices: savePricesOperation,
  getStudentMoney,
  recordPayment: recordPaymentOperation,
  reverseEntry: reverseEntryOperation,
} satisfies Record<string, Operation>;
