/**
 * Whether a path is a desk page (every DESK_ROUTES path; matching is case-insensitive, like every route of the
 * site). A module of its own: the shell's start-up code needs only this, not the desk's routes.
 */
export const isDeskPath = (pathname: string) => /^\/agency(\/|$)/i.test(pathname);
