/** Someone a page shows; with no square `photo` under `public/`, pages draw their initials. */
export interface Person {
  name: string
  photo?: string
}
