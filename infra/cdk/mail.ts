import { Stack } from 'aws-cdk-lib';
import { PolicyStatement, type IRole } from 'aws-cdk-lib/aws-iam';
import {
  CloudWatchDimensionSource,
  ConfigurationSet,
  EmailIdentity,
  EmailSendingEvent,
  EventDestination,
  Identity,
  SuppressionReasons,
  type IConfigurationSet,
} from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';
import type { DeployConfig } from './config.ts';

/** The CloudWatch dimension SES records each sending event under (AWS/SES: Send, Bounce, Complaint…). */
export const mailEventDimension = 'hostel-stage';

/** The sending events recorded for the dashboard and the alarms. */
const recordedEvents = [
  EmailSendingEvent.SEND,
  EmailSendingEvent.DELIVERY,
  EmailSendingEvent.BOUNCE,
  EmailSendingEvent.COMPLAINT,
  EmailSendingEvent.REJECT,
];

/**
 * The product's mail: the sender identity (the address, or the whole domain with DKIM) and a
 * configuration set every message goes through. The set records each send, delivery, bounce,
 * complaint and rejection as CloudWatch metrics (namespace AWS/SES, dimension `hostel-stage` = the
 * stage), keeps addresses that bounced or complained on the account's suppression list, and turns on
 * the set's reputation metrics; the alarms read them.
 */
export function createMail(
  scope: Construct,
  config: DeployConfig,
): { identity: EmailIdentity; configurationSet: ConfigurationSet } {
  const configurationSet = new ConfigurationSet(scope, 'MailConfigurationSet', {
    reputationMetrics: true,
    sendingEnabled: true,
    suppressionReasons: SuppressionReasons.BOUNCES_AND_COMPLAINTS,
  });
  configurationSet.addEventDestination('CloudWatch', {
    destination: EventDestination.cloudWatchDimensions([
      { name: mailEventDimension, source: CloudWatchDimensionSource.MESSAGE_TAG, defaultValue: config.stage },
    ]),
    events: recordedEvents,
  });
  // The id the identity always had, so an existing deployment keeps it rather than replacing it.
  const identity = new EmailIdentity(scope, 'SenderIdentity', {
    identity: config.domainName ? Identity.domain(config.domainName) : Identity.email(config.senderEmail),
    configurationSet,
  });
  return { identity, configurationSet };
}

/**
 * Lets a function's role send mail from the sender address only. SES authorises a send against every
 * identity it involves: the sender's, and in the SES sandbox each recipient's too (which must then be
 * verified in the account), so the grant names the account's identities and pins the From address
 * with a condition, rather than naming the sender identity alone (which fails in the sandbox).
 */
export function grantSendMail(
  role: IRole,
  mail: { senderEmail: string; mailConfigurationSet: IConfigurationSet },
): void {
  const stack = Stack.of(role);
  role.addToPrincipalPolicy(
    new PolicyStatement({
      actions: ['ses:SendEmail', 'ses:SendRawEmail'],
      resources: [
        stack.formatArn({ service: 'ses', resource: 'identity', resourceName: '*' }),
        stack.formatArn({
          service: 'ses',
          resource: 'configuration-set',
          resourceName: mail.mailConfigurationSet.configurationSetName,
        }),
      ],
      conditions: { StringEquals: { 'ses:FromAddress': mail.senderEmail } },
    }),
  );
}
