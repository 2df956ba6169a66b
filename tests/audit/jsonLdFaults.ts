import { jsonLdRequirements } from './jsonLdRequirements'

type Node = Record<string, unknown>

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

function typesOf(node: Node): string[] {
  const type = node['@type']
  return (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string')
}

const present = (value: unknown) =>
  value !== undefined &&
  value !== null &&
  value !== '' &&
  !(Array.isArray(value) && value.length === 0)

function nodeFaults(node: Node, where: string): string[] {
  const faults: string[] = []
  for (const type of typesOf(node)) {
    const requirement = jsonLdRequirements[type]
    if (!requirement) continue
    for (const property of requirement.required) {
      if (!present(node[property]))
        faults.push(`${where} ${type} lacks "${property}" (${requirement.source})`)
    }
    for (const group of requirement.oneOf ?? []) {
      if (!group.some((property) => present(node[property]))) {
        faults.push(`${where} ${type} needs one of ${group.map((p) => `"${p}"`).join(', ')}`)
      }
    }
  }
  if (typesOf(node).includes('BreadcrumbList') && Array.isArray(node.itemListElement)) {
    node.itemListElement.slice(0, -1).forEach((crumb, index) => {
      if (isNode(crumb) && !present(crumb.item))
        faults.push(`${where} crumb ${index + 1} lacks "item"`)
    })
  }
  for (const [key, value] of Object.entries(node)) {
    const children = Array.isArray(value) ? value : [value]
    children.forEach((child, index) => {
      if (isNode(child) && child['@type'] !== undefined) {
        faults.push(
          ...nodeFaults(child, `${where}.${key}${Array.isArray(value) ? `[${index}]` : ''}`),
        )
      }
    })
  }
  return faults
}

export function jsonLdFaults(text: string, label = 'JSON-LD'): string[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return [`${label} does not parse: ${(error as Error).message}`]
  }
  const roots = Array.isArray(data)
    ? data
    : isNode(data) && Array.isArray(data['@graph'])
      ? data['@graph']
      : [data]
  const hasContext = isNode(data) && typeof data['@context'] === 'string'
  return roots.flatMap((root, index) => {
    const where = `${label}[${index}]`
    if (!isNode(root)) return [`${where} is not an object`]
    const faults: string[] = []
    const context = root['@context'] ?? (hasContext && isNode(data) ? data['@context'] : undefined)
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context)) {
      faults.push(`${where} lacks "@context": "https://schema.org"`)
    }
    if (typesOf(root).length === 0) faults.push(`${where} lacks "@type"`)
    return [...faults, ...nodeFaults(root, where)]
  })
}
