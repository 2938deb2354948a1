/** wink-porter2-stemmer ships no types: one function, a word to its Porter2 (Snowball English) stem. */
declare module 'wink-porter2-stemmer' {
  export default function stem(word: string): string;
}
