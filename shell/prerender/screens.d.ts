// The remotes' exposed screens by `remote/expose`, as loaders of their source modules: webpack.config.cjs writes the
// module from the remotes' exposes at build time (into .generated/, not in git) and puts it in place of this name.
export declare const SCREENS: Record<string, () => Promise<unknown>>;
