import { routesOf, type Operation } from './api/http/operation.ts';
import { operations as admins } from './api/admins/operations.ts';
import { operations as auth } from './api/auth/operations.ts';
import { operations as bookings } from './api/bookings/operations.ts';
import { operations as content } from './api/content/operations.ts';
import { operations as exports } from './api/exports/operations.ts';
import { operations as realtime } from './api/realtime/operations.ts';
import { operations as rooms } from './api/rooms/operations.ts';
import { operations as settings } from './api/settings/operations.ts';
import { operations as students } from './api/students/operations.ts';
import { operations as waitlist } from './api/waitlist/operations.ts';
import { operations as maintenance } from './api/maintenance/operations.ts';
import { operations as money } from './api/money/operations.ts';
import { operations as notifications } from './api/notifications/operations.ts';
import { operations as announcements } from './api/announcements/operations.ts';
import { operations as desk } from './api/desk/operations.ts';
import { operations as secondFactor } from './api/second-factor/operations.ts';
import { domains, type Domain, type Route } from './routes.ts';

/**
 * Every domain's operations, for what needs every route: the CDK stack, the local server and the tests.
 * A Lambda never imports this; its handler imports its own domain's operations only, so its bundle
 * holds no other domain's code. Importing it parses no configuration and opens no connection, so
 * `cdk synth` runs with neither.
 */
export const operationsByDomain: Record<Domain, Record<string, Operation>> = {
  auth,
  rooms,
  students,
  bookings,
  settings,
  content,
  exports,
  admins,
  realtime,
  waitlist,
  maintenance,
  money,
  notifications,
  announcements,
  desk,
  'second-factor': secondFactor,
};

/** The route table: every HTTP route of the product, once, as its operations declare them. */
export const routes: readonly Route[] = domains.flatMap((domain) =>
  routesOf(domain, operationsByDomain[domain]),
);
