/**
 * Imported first by the build: a production build. The server bundle loads React from node_modules,
 * and React picks its development or production build from NODE_ENV when it is first required. It
 * must be set before any other module loads (imports run before the importing module's own code), or
 * pages render with React's slower development build, and a module that loaded React early would
 * get a development JSX runtime that the production renderer cannot run.
 */
process.env.NODE_ENV = 'production';
