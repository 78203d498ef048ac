/**
 * Stands in for `@otplib/plugin-crypto-noble` inside the Lambda bundles (infra/cdk/bundling.ts). otplib
 * imports that plugin as its default hashing whether or not a caller names another, and with
 * @noble/hashes it was about 13 KB of the second-factor bundle. totp.ts names the node:crypto plugin;
 * here it also takes the default's place, so a call that names none hashes the same way.
 */
export {
  nodeCrypto as crypto,
  NodeCryptoPlugin as NobleCryptoPlugin,
  NodeCryptoPlugin as default,
} from '../../../functions/api/second-factor/otp-crypto.ts';
