; Windows installer of the one-folder drawpoker build (NSIS 3, Unicode).
;
;   makensis /DVERSION=0.1.0 /DSOURCE=dist\drawpoker /DOUTFILE=drawpoker-setup.exe installers\windows\drawpoker.nsi
;
; Per-user: installs into %LOCALAPPDATA%\Programs\drawpoker without administrator rights,
; adds a Start-menu shortcut and an entry in Settings > Apps (HKCU) with an uninstaller.
; The player's settings, profile and hands stay in the user folders the game uses
; (README, "Where the game keeps its files"); uninstalling leaves them.
; The release workflow builds it on Windows; .ci/run compiles it on Linux (a check).

Unicode true
RequestExecutionLevel user
SetCompressor /SOLID lzma

!ifndef VERSION
  !error "pass /DVERSION=X.Y.Z (the package version)"
!endif
!ifndef SOURCE
  !error "pass /DSOURCE=path\to\the\one-folder\build"
!endif
!ifndef OUTFILE
  !define OUTFILE "drawpoker-${VERSION}-setup.exe"
!endif

!define APP "Draw Poker"
!define EXE "drawpoker.exe"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\drawpoker"

!include "MUI2.nsh"

Name "${APP} ${VERSION}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\drawpoker"
InstallDirRegKey HKCU "${UNINSTALL_KEY}" "InstallLocation"
ShowInstDetails nevershow

VIProductVersion "${VERSION}.0"
VIAddVersionKey "ProductName" "${APP}"
VIAddVersionKey "ProductVersion" "${VERSION}"
VIAddVersionKey "FileVersion" "${VERSION}"
VIAddVersionKey "FileDescription" "${APP} installer"
VIAddVersionKey "CompanyName" "drawpoker developers"
VIAddVersionKey "LegalCopyright" "MIT licence; see THIRD-PARTY-NOTICES.txt"

!define MUI_ICON "..\..\assets\icon\drawpoker.ico"
!define MUI_UNICON "..\..\assets\icon\drawpoker.ico"
!define MUI_FINISHPAGE_RUN "$INSTDIR\${EXE}"
!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Russian"
!insertmacro MUI_LANGUAGE "Slovak"
!insertmacro MUI_LANGUAGE "German"

Section "Install"
  SetShellVarContext current
  ; a previous version's files go first, so nothing stale is left beside the new ones
  RMDir /r "$INSTDIR\_internal"
  SetOutPath "$INSTDIR"
  File /r "${SOURCE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  CreateShortCut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\${EXE}" "" "$INSTDIR\${EXE}" 0
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "drawpoker developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\${EXE}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegStr HKCU "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "Uninstall"
  SetShellVarContext current
  Delete "$SMPROGRAMS\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\${EXE}"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
SectionEnd
