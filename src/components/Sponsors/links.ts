/** Where to become a sponsor of webpack. */
export const BECOME_A_SPONSOR_URL = 'https://opencollective.com/webpack';
/** Where the current sponsors are listed, for when this build has none to show. */
export const CURRENT_SPONSORS_URL = 'https://opencollective.com/webpack#section-contributors';
