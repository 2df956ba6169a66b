/** Every address is the app's; imports nothing: Vike reads it without the build's plugins. */
export default function route(): boolean {
  return true
}
