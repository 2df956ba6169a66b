import { Picture } from '../Picture/Picture'
import { emojiPicture } from './emojiFile'

interface EmojiImageProps {
  emoji: string
  /** Width and height in CSS pixels. */
  size: number
  className?: string
}

/**
 * An emoji drawn from a self-hosted picture (Twemoji) rather than the visitor's emoji font,
 * which some systems lack: there the character showed as an empty box. Decorative: the text
 * beside it says who or what it stands for.
 */
export function EmojiImage({ emoji, size, className }: EmojiImageProps) {
  return <Picture id={emojiPicture(emoji)} size={size} className={className} />
}
