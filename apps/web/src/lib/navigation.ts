type Navigate = (to: string) => void;

// Code outside React (the http client) must navigate through the router, not reload
// the page. The router registers itself here once it exists.
let navigateWith: Navigate = (to) => window.location.assign(to);

export function registerNavigate(navigate: Navigate): void {
  navigateWith = navigate;
}

export function navigateTo(to: string): void {
  navigateWith(to);
}
