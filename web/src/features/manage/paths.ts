/** 'My shuls': every listing the user manages. */
export const MANAGE_HOME = '/manage';
/** One managed listing's page. */
export const managePath = (synagogueId: number) => `/manage/${synagogueId}`;
