import { site } from '../../config/site'

export function pageTitle(ownTitle: string): string {
  return `${ownTitle} | ${site.name}`
}

/** A page's title without what follows its last " | " (the site's or the blog's name). */
export function ownTitle(title: string): string {
  return title.replace(/ \| [^|]+$/, '')
}
