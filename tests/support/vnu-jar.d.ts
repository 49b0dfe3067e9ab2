declare module "vnu-jar" {
  /** Absolute path of the Nu Html Checker's jar. */
  const jarPath: string;
  export default jarPath;
}
