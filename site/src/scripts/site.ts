import { refreshContent } from './content-refresh.ts';
import { scrollToTopOnArrival, setUpNavigation } from './navigation.ts';
import { applyPublicSettings } from './public-settings.ts';

scrollToTopOnArrival();
setUpNavigation();
void applyPublicSettings(refreshContent());

for (const year of document.querySelectorAll('[data-current-year]')) {
  year.textContent = String(new Date().getFullYear());
}

if ('serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    void navigator.serviceWorker.register('/service-worker.js');
  });
}
