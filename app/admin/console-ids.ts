// The console's route ids that the site's root layout needs (to leave out its header and footer
// there), in a module of their own: the root is in every page's JavaScript, the console's
// address table (admin-routes.ts) is not.

/** Route id of the console's layout, whose loader every console page's data sits under. */
export const adminLayoutId = "admin";

/** Route id of the development login, which stands outside the console's layout. */
export const adminLoginId = "admin-login";
