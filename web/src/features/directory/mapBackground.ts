// The map's background colour, apart from its style (mapStyle.ts): the map's frame shows it before
// the map has loaded, without loading the map's style and view code with the page.

/** What shows where no tile has loaded (the preview matches it). */
export const MAP_BACKGROUND = '#eef0f3';
