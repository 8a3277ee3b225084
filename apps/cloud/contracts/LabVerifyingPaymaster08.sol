// SPDX-License-Identifier: Apache-2.0
pragma solidity ^0.8.28;

import {BasePaymaster} from "@account-abstraction/contracts/core/BasePaymaster.sol";
import {_packValidationData} from "@account-abstraction/contracts/core/Helpers.sol";
import {UserOperationLib} from "@account-abstraction/contracts/core/UserOperationLib.sol";
import {IEntryPoint} from "@account-abstraction/contracts/interfaces/IEntryPoint.sol";
import {PackedUserOperation} from "@account-abstraction/contracts/interfaces/PackedUserOperation.sol";

/// @title LabVerifyingPaymaster08
/// @notice The local chains' verifying paymaster for EntryPoint v0.8: it pays for a user operation
/// its signer (the cloud's paymaster service) approved off chain. The v0.8 package publishes no
/// verifying paymaster, and v0.7's refuses to bind to a v0.8 EntryPoint, so this one is built on the
/// v0.8 package's BasePaymaster. Its paymaster data and hash are laid out as v0.7's, so the cloud
/// signs for both EntryPoints the same way:
/// paymasterAndData = paymaster (20) | verification gas (16) | post-op gas (16)
///                    | abi.encode(uint48 validUntil, uint48 validAfter) (64) | signature (65: r, s, v).
contract LabVerifyingPaymaster08 is BasePaymaster {
    address public immutable verifyingSigner;

    uint256 private constant WINDOW_END = UserOperationLib.PAYMASTER_DATA_OFFSET + 64;

    error InvalidPaymasterSignatureLength(uint256 length);

    constructor(IEntryPoint entryPoint_, address verifyingSigner_) BasePaymaster(entryPoint_) {
        verifyingSigner = verifyingSigner_;
    }

    /// @notice What the signer signs (as an Ethereum signed message): every field of the operation
    /// but its signature and the paymaster's own data, the chain, this paymaster and the window.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        bytes calldata paymasterAndData = userOp.paymasterAndData;
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                uint256(
                    bytes32(
                        paymasterAndData[UserOperationLib.PAYMASTER_VALIDATION_GAS_OFFSET:UserOperationLib
                            .PAYMASTER_DATA_OFFSET]
                    )
                ),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        (uint48 validUntil, uint48 validAfter) =
            abi.decode(userOp.paymasterAndData[UserOperationLib.PAYMASTER_DATA_OFFSET:WINDOW_END], (uint48, uint48));
        bytes calldata signature = userOp.paymasterAndData[WINDOW_END:];
        if (signature.length != 65) revert InvalidPaymasterSignatureLength(signature.length);
        // An Ethereum signed message of the hash (EIP-191), as the signer's signMessage makes it.
        bytes32 digest =
            keccak256(abi.encodePacked("\x19Ethereum Signed Message:\n32", getHash(userOp, validUntil, validAfter)));
        // A wrong signature fails validation (the bundler drops the operation) instead of reverting, so
        // gas estimation with a stand-in signature runs to the end. ecrecover, not OpenZeppelin's ECDSA:
        // a malleable signature gains nothing here (it still pays only for the operation signed), and
        // the smaller compile keeps a first start on a new machine quick.
        address recovered = ecrecover(digest, uint8(signature[64]), bytes32(signature[0:32]), bytes32(signature[32:64]));
        return ("", _packValidationData(recovered == address(0) || recovered != verifyingSigner, validUntil, validAfter));
    }
}
