/**
 * Someone a page shows: their name, the same in every language, and their photo once there is
 * one, a square picture under `public/` (`/images/people/lucia.jpg`). Until then pages draw
 * their initials (`<Portrait>`), never a stand-in face or an emoji.
 */
export interface Person {
  name: string
  photo?: string
}
