/** github-slugger 1.x ships no types; the content check and search use only this. */
declare module 'github-slugger' {
  export default class GithubSlugger {
    slug(value: string, maintainCase?: boolean): string;
    reset(): void;
    /** The slug of one heading, without the count of earlier uses. */
    static slug(value: string, maintainCase?: boolean): string;
  }
}
