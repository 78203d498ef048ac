export const site = {
  loading: 'Loading...',
  registrationClosed: 'Registration Closed',
  registrationClosedHint: 'Registration for new students is closed at the moment.',
  maintenance: 'The hostel system is undergoing maintenance. Some features may be unavailable.',
  lockdown:
    'An emergency lockdown is in force: student sign-in and registration are paused. Please try again later.',
  offline: 'You are offline. This page will work again once you are back online.',
} as const;
