/**
 * Headers that keep other origins out of a page's window and resources (ASVS V14.4): no other site's
 * window keeps a handle on ours (COOP), no other site embeds our answers (CORP), and the browser
 * features the product never uses are switched off for it and anything it could load. Passkeys
 * (publickey-credentials-*) keep their default, this origin only. Pages and API answers share them.
 */
export const isolationHeaders: Record<string, string> = {
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'permissions-policy':
    'accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), hid=(), magnetometer=(), microphone=(), midi=(), payment=(), serial=(), usb=()',
};

/**
 * Headers every API response carries. The API only ever returns JSON or a download, so its policy can
 * forbid everything a page could do.
 */
export const apiSecurityHeaders: Record<string, string> = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'strict-transport-security': 'max-age=63072000; includeSubDomains; preload',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cache-control': 'no-store',
  ...isolationHeaders,
};
