/** Mini-programs have their own vConsole switch (setEnableDebug); nothing to install here. */
export function installDebugConsole(): boolean {
  return false
}
