/** The words of the "Community integration" notice, shared by the HTML page and its Markdown twin. */
export const COMMUNITY_NOTICE_TITLE = 'Community integration';
export const COMMUNITY_NOTICE_TEXT =
  'is built and maintained by the Dagster community, not by Dagster Labs, and follows its own release schedule.';
export const COMMUNITY_ISSUES_TEXT = 'Report problems and ask for features';
export const COMMUNITY_ISSUES_LINK = 'where it is maintained';
