/** Every public page of docs/spec.md §2 with the title before ' | Northgate Hostel'. */
export const publicPages = [
  { path: '/', title: 'Comfortable Student Accommodation in Riverton' },
  { path: '/rooms', title: 'Rooms & Facilities' },
  { path: '/about', title: 'About Us' },
  { path: '/services', title: 'Services' },
  { path: '/contact', title: 'Contact' },
  { path: '/faq', title: 'FAQ' },
  { path: '/terms', title: 'Terms & Conditions' },
  { path: '/privacy', title: 'Privacy Policy' },
  { path: '/rules', title: 'House Rules' },
];
