import css from '../styles/cities.css?inline';

/**
 * The city pages' own styles, inlined in their prerendered HTML like the site's stylesheet (a linked
 * file is one more round trip before the first paint). React hoists it into <head> once, whichever
 * city view renders it, and adds it there on a client-side visit too.
 */
export function CitiesStyles() {
  return (
    <style href="cities-styles" precedence="default">
      {css}
    </style>
  );
}
