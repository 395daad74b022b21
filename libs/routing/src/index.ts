// The site's routing: only the react-router-dom exports the apps use. This library, not react-router-dom, is the shared
// singleton (libs/federation/src/shared-singletons.cjs): a shared package is bundled whole, because the host cannot
// know which of its exports a remote will use, so sharing react-router-dom itself sent all of it (about 52 KB brotli)
// with every page. Built from this list, webpack keeps only what these exports need (docs/performance.md).
// Need another export? Add it here (it then ships with every page) and release the shell with the remotes.
export { BrowserRouter, Link, NavLink, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom';
export type { LinkProps, NavLinkProps, NavigateFunction, Location, Params } from 'react-router-dom';
