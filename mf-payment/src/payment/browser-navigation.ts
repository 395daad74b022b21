/** Leaving the site for a payment page (a full navigation, not a route change); one object so tests can observe it. */
export const browserNavigation = {
  goTo(url: string): void {
    window.location.assign(url);
  },
};
