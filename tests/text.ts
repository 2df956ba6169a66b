/** Text as a reader sees it: any run of white space (including non-breaking) is one space. */
export const normalize = (text: string) => text.replace(/\s+/g, ' ').trim()
