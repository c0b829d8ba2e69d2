/**
 * French elision before a name: "Site Web d'Isabelle", "Logo d'Énergie Gym", but "de Marc".
 * Messages take the answer as a select argument: {elision, select, yes {d'{name}} other {de {name}}}.
 * A name starting with a vowel or a (mute) h elides; the rare aspirated h is not told apart.
 */
export function elision(name: string): "yes" | "no" {
  return /^[aeiouyhàâäéèêëîïôöûùüÿœæ]/i.test(name.trim()) ? "yes" : "no";
}
