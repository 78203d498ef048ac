export const loading = 'Loading...';
export const registrationClosed = 'Registration Closed';
export const registrationClosedHint = 'Registration for new students is closed at the moment.';
export const maintenance = 'The hostel system is undergoing maintenance. Some features may be unavailable.';
export const lockdown =
  'An emergency lockdown is in force: student sign-in and registration are paused. Please try again later.';
export const offline = 'You are offline. This page will work again once you are back online.';
