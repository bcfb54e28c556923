/** The vnu-jar package exports the path of the Nu Html Checker's jar. */
declare module "vnu-jar" {
  const jarPath: string;
  export default jarPath;
}
