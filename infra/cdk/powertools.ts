import { Stack } from 'aws-cdk-lib';
import { LayerVersion, type ILayerVersion } from 'aws-cdk-lib/aws-lambda';
import { StringParameter } from 'aws-cdk-lib/aws-ssm';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { projectRoot } from './paths.ts';

/** The Powertools version the functions were tested with: the one installed, from package-lock.json. */
export function powertoolsVersion(): string {
  const manifest = join(projectRoot, 'node_modules', '@aws-lambda-powertools', 'logger', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** AWS's public SSM parameter naming the Powertools for AWS Lambda (TypeScript) layer of one release. */
export const powertoolsLayerParameter = (version: string) =>
  `/aws/service/powertools/typescript/generic/all/${version}`;

/**
 * AWS's own Powertools layer (Logger, Metrics, Tracer and the X-Ray SDK), at the version in
 * package-lock.json, so the functions run on the release the tests ran. The bundles leave these
 * packages out (bundling.ts). CloudFormation resolves the layer's ARN in the deployed region from the
 * public parameter, so the template names no account or region. One per stack, shared by every function.
 */
export function powertoolsLayer(scope: Stack): ILayerVersion {
  const id = 'PowertoolsLayer';
  const existing = scope.node.tryFindChild(id) as ILayerVersion | undefined;
  if (existing) return existing;
  const arn = StringParameter.valueForStringParameter(scope, powertoolsLayerParameter(powertoolsVersion()));
  return LayerVersion.fromLayerVersionArn(scope, id, arn);
}
