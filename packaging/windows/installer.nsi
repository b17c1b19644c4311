; The Windows installer of Tonk Desktop (NSIS 3), built by packaging/windows/build.py:
;
;   makensis -DVERSION=0.1.0 -DVERSION4=0.1.0.0 -DBUNDLE=<the one-folder build>
;            -DICON=<tonk-desktop.ico> -DOUTFILE=<setup.exe> -DSIZE_KB=<installed size>
;            [-DFAST] installer.nsi
;
; - Per user by default, without administrator rights: into %LOCALAPPDATA%\Programs\Tonk Desktop,
;   Start menu and uninstall entry under HKCU. Started as administrator it offers (and /AllUsers
;   asks for) an install for everyone: Program Files, the common Start menu, HKLM.
; - A Start-menu entry; a desktop shortcut if chosen (/DESKTOP in silent mode).
; - The uninstaller is listed in Settings > Apps (the Uninstall registry key).
; - /S installs or uninstalls silently; /D=FOLDER chooses the folder.
; - Installing over an older version replaces the program's files and keeps the player's: the
;   ledger and settings live in %APPDATA%, never in the program's folder.
; - Uninstalling removes the program's files, shortcuts and uninstall entry, and keeps the
;   player's ledger and settings unless "Also remove my ledger and settings" is ticked
;   (/PURGE in silent mode).

Unicode true
ManifestDPIAware true
!ifdef FAST
  SetCompressor zlib ; a throwaway installer (build.py --fast)
!else
  SetCompressor /SOLID lzma
  SetCompressorDictSize 64
!endif
RequestExecutionLevel user

!include MUI2.nsh
!include LogicLib.nsh
!include FileFunc.nsh
!include nsDialogs.nsh
!include x64.nsh

!define PRODUCT "Tonk Desktop"
!define PUBLISHER "Tonk Desktop"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\TonkDesktop"
; tonk:// invites open the Join dialog (tonk.exe is given the link): HKCU for a
; per-user install, HKLM for all users (SHCTX follows the install's choice).
!define SCHEME_KEY "Software\Classes\tonk"
; Where the program keeps the player's data, all in one folder: the ledger, its autosaves,
; saved tables and settings.json in QStandardPaths' AppDataLocation, %APPDATA%\Tonk
; Desktop\Tonk (ui/settings/settings_file.py's names). Earlier versions kept the settings
; in %APPDATA%\TonkDesktop (Tonk.ini, then settings.json), which the program moves home
; on its first start; a purge removes that folder too, in case it never started since.
!define DATA_FOLDER "Tonk Desktop"
!define OLD_SETTINGS_FOLDER "TonkDesktop"

Name "${PRODUCT}"
OutFile "${OUTFILE}"
BrandingText "${PRODUCT} ${VERSION}"

VIProductVersion "${VERSION4}"
VIFileVersion "${VERSION4}"
VIAddVersionKey /LANG=1033 "ProductName" "${PRODUCT}"
VIAddVersionKey /LANG=1033 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=1033 "FileDescription" "${PRODUCT} ${VERSION} setup"
VIAddVersionKey /LANG=1033 "CompanyName" "${PUBLISHER}"
VIAddVersionKey /LANG=1033 "LegalCopyright" "Tonk Desktop contributors, MIT licence"

Var AllUsers      ; 1: install for everyone (HKLM, Program Files)
Var CanAllUsers   ; 1: this installer runs with administrator rights
Var ModeCurrent
Var ModeAll

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\tonk.exe"
!define MUI_FINISHPAGE_RUN_TEXT "Play ${PRODUCT}"
!define MUI_COMPONENTSPAGE_NODESC

!insertmacro MUI_PAGE_WELCOME
Page custom ModePage ModePageLeave
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH

!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_COMPONENTS
!insertmacro MUI_UNPAGE_INSTFILES

!insertmacro MUI_LANGUAGE "English"

; ------------------------------------------------------------------ install mode

!macro UseMode UN
Function ${UN}UseMode
  ${If} $AllUsers == 1
    SetShellVarContext all
  ${Else}
    SetShellVarContext current
  ${EndIf}
FunctionEnd
!macroend
!insertmacro UseMode ""
!insertmacro UseMode "un."

Function DefaultFolder
  ; A folder chosen with /D= or on the directory page stays; else the previous install's
  ; (an upgrade goes where the old version is), else the usual place for the mode.
  ReadRegStr $0 SHCTX "${UNINSTALL_KEY}" "InstallLocation"
  ${If} $0 != ""
    StrCpy $INSTDIR $0
  ${ElseIf} $AllUsers == 1
    StrCpy $INSTDIR "$PROGRAMFILES64\${PRODUCT}"
  ${Else}
    StrCpy $INSTDIR "$LOCALAPPDATA\Programs\${PRODUCT}"
  ${EndIf}
FunctionEnd

Function ModePage
  ${If} $CanAllUsers != 1
    Abort ; without administrator rights there is one choice: for this user
  ${EndIf}
  !insertmacro MUI_HEADER_TEXT "Who plays" "Install ${PRODUCT} for you alone, or for everyone on this computer."
  nsDialogs::Create 1018
  Pop $0
  ${NSD_CreateRadioButton} 0 10u 100% 12u "Only for me (no administrator rights needed)"
  Pop $ModeCurrent
  ${NSD_CreateRadioButton} 0 30u 100% 12u "For everyone on this computer (in Program Files)"
  Pop $ModeAll
  ${If} $AllUsers == 1
    ${NSD_Check} $ModeAll
  ${Else}
    ${NSD_Check} $ModeCurrent
  ${EndIf}
  ${NSD_CreateLabel} 0 55u 100% 36u "Each player's ledger and settings stay in their own \
    profile (in %APPDATA%) either way."
  Pop $0
  nsDialogs::Show
FunctionEnd

Function ModePageLeave
  ${NSD_GetState} $ModeAll $0
  ${If} $0 == ${BST_CHECKED}
    StrCpy $AllUsers 1
  ${Else}
    StrCpy $AllUsers 0
  ${EndIf}
  Call UseMode
  Call DefaultFolder
FunctionEnd

; ------------------------------------------------------------------ install

Section "${PRODUCT}" SecProgram
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; An older version's program files go first (its modules must not linger beside the
  ; new ones); the player's data is not in this folder.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  File /r "${BUNDLE}\*.*"
  WriteUninstaller "$INSTDIR\uninstall.exe"

  CreateShortCut "$SMPROGRAMS\${PRODUCT}.lnk" "$INSTDIR\tonk.exe" "" "$INSTDIR\tonk.exe" 0 \
    SW_SHOWNORMAL "" "The knock-rummy card game"

  ${If} $AllUsers == 1
    StrCpy $0 "/AllUsers"
  ${Else}
    StrCpy $0 "/CurrentUser"
  ${EndIf}
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayName" "${PRODUCT}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "Publisher" "${PUBLISHER}"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\tonk.exe,0"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe" $0'
  WriteRegStr SHCTX "${UNINSTALL_KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S $0'
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "NoRepair" 1
  WriteRegDWORD SHCTX "${UNINSTALL_KEY}" "EstimatedSize" ${SIZE_KB}

  WriteRegStr SHCTX "${SCHEME_KEY}" "" "URL:Tonk table invite"
  WriteRegStr SHCTX "${SCHEME_KEY}" "URL Protocol" ""
  WriteRegStr SHCTX "${SCHEME_KEY}\DefaultIcon" "" "$INSTDIR\tonk.exe,0"
  WriteRegStr SHCTX "${SCHEME_KEY}\shell\open\command" "" '"$INSTDIR\tonk.exe" "%1"'
SectionEnd

Section /o "Desktop shortcut" SecDesktop
  CreateShortCut "$DESKTOP\${PRODUCT}.lnk" "$INSTDIR\tonk.exe" "" "$INSTDIR\tonk.exe" 0
SectionEnd

; ------------------------------------------------------------------ uninstall

Section "un.${PRODUCT}" SecUnProgram
  SectionIn RO
  ; Only what the installer put here: a folder chosen by hand may hold other things.
  RMDir /r "$INSTDIR\_internal"
  RMDir /r "$INSTDIR\licenses"
  Delete "$INSTDIR\tonk.exe"
  Delete "$INSTDIR\tonk-sim.exe"
  Delete "$INSTDIR\tonk-host.exe"
  Delete "$INSTDIR\LICENSE.txt"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  Delete "$SMPROGRAMS\${PRODUCT}.lnk"
  Delete "$DESKTOP\${PRODUCT}.lnk"
  DeleteRegKey SHCTX "${UNINSTALL_KEY}"
  DeleteRegKey SHCTX "${SCHEME_KEY}"
SectionEnd

Section /o "un.Also remove my ledger and settings" SecUnData
  ; The data of the user who uninstalls (others' profiles are theirs).
  SetShellVarContext current
  RMDir /r "$APPDATA\${DATA_FOLDER}"
  RMDir /r "$LOCALAPPDATA\${DATA_FOLDER}"
  RMDir /r "$APPDATA\${OLD_SETTINGS_FOLDER}"
  Call un.UseMode
SectionEnd

; ------------------------------------------------------------------ start
; (after the sections, whose numbers these use)

Function .onInit
  SetRegView 64
  StrCpy $AllUsers 0
  StrCpy $CanAllUsers 0
  UserInfo::GetAccountType
  Pop $0
  ${If} $0 == "Admin"
    StrCpy $CanAllUsers 1
  ${EndIf}
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/AllUsers" $1
  ${IfNot} ${Errors}
    ${If} $CanAllUsers != 1
      MessageBox MB_OK|MB_ICONSTOP "Installing for everyone needs administrator rights: \
        start the installer with $\"Run as administrator$\"." /SD IDOK
      Abort
    ${EndIf}
    StrCpy $AllUsers 1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/DESKTOP" $1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecDesktop} ${SF_SELECTED}
  ${EndIf}
  Call UseMode
  ${If} $INSTDIR == ""
    Call DefaultFolder
  ${EndIf}
FunctionEnd

Function un.onInit
  SetRegView 64
  StrCpy $AllUsers 0
  ${GetParameters} $R0
  ClearErrors
  ${GetOptions} $R0 "/AllUsers" $1
  ${IfNot} ${Errors}
    StrCpy $AllUsers 1
  ${EndIf}
  ClearErrors
  ${GetOptions} $R0 "/PURGE" $1
  ${IfNot} ${Errors}
    SectionSetFlags ${SecUnData} ${SF_SELECTED}
  ${EndIf}
  Call un.UseMode
FunctionEnd
