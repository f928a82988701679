/** Leaves the app for another address. One place, so tests can replace it. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
